import { startStandalone } from '@specify/ui/harness';
import * as lifecycles from '../app';

startStandalone({
  remote: 'mf-content',
  lifecycles,
  links: [
    { label: 'Home', path: '/' },
    { label: 'Contact us', path: '/about-us/contact-us' },
    { label: 'Warranty', path: '/warranty' },
    { label: 'Experience centres', path: '/experience-centres/' },
    { label: 'Our story', path: '/our-story' },
  ],
});
