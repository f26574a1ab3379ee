import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard, Navigation, Pagination, Zoom } from 'swiper/modules';
import 'swiper/css/zoom';
import { Dialog, ProductImage } from '@specify/ui';
import { useMessages } from '../../i18n/messages';
import { ARROWS_ABOVE_PX, type GallerySlide } from './gallery-slides';

export interface LightboxProps {
  name: string;
  slides: GallerySlide[];
  initial: number;
  label: (slide: GallerySlide, index: number) => string;
  onClose: () => void;
}

/** The gallery full screen, in original size, with zoom (double-click, pinch); arrows above 1024 px. */
export function Lightbox({ name, slides, initial, label, onClose }: LightboxProps) {
  const t = useMessages();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('lightbox.title', { name })}
      description={t('lightbox.hint')}
      size="lg"
    >
      <div className="product-lightbox">
        <Swiper
          modules={[A11y, Keyboard, Navigation, Pagination, Zoom]}
          initialSlide={initial}
          zoom={{ maxRatio: 3 }}
          navigation={{ enabled: false }}
          breakpoints={{ [ARROWS_ABOVE_PX + 1]: { navigation: { enabled: true } } }}
          pagination={{ type: 'fraction' }}
          keyboard={{ enabled: true }}
          a11y={{
            prevSlideMessage: t('gallery.previous'),
            nextSlideMessage: t('gallery.next'),
          }}
        >
          {slides.map((slide, index) => (
            <SwiperSlide key={`${slide.full}-${index}`} zoom>
              <ProductImage
                src={slide.full}
                alt={label(slide, index)}
                className="product-lightbox__image"
              />
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
    </Dialog>
  );
}
