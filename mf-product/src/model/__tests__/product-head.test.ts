import { LUNA } from '../../testing/product-fixtures';
import { productHead } from '../product-head';

const none = { 'en-AU': '', 'en-NZ': '' };

it("reads the catalogue's meta title and description", () => {
  expect(productHead(LUNA, 'au')).toEqual({
    title: 'Luna Basin Mixer | Specify',
    description: 'A basin mixer for busy bathrooms.',
  });
});

it("falls back to the product's name after the site's, and to its description", () => {
  const luna = { 'en-AU': 'Luna', 'en-NZ': 'Luna' };
  expect(
    productHead({ ...LUNA, name: luna, metaTitle: none, metaDescription: none }, 'nz'),
  ).toEqual({
    title: 'Luna | Specify',
    description: 'The **Luna Basin Mixer** suits busy bathrooms.',
  });
});
