import { deliveryProblem } from '../account/delivery';

const SYDNEY = {
  firstName: 'Tessa',
  lastName: 'Example',
  streetName: 'George Street',
  city: 'Sydney',
  state: 'NSW',
  postalCode: '2000',
  country: 'AU',
};

describe('deliveryProblem (the checkout lists, and cart/checkout accepts, the same addresses)', () => {
  it('accepts a complete address in the market', () => {
    expect(deliveryProblem(SYDNEY, 'au')).toBeUndefined();
  });

  it.each(['firstName', 'lastName', 'streetName', 'city', 'state', 'postalCode'] as const)(
    'calls an address without %s incomplete, blank or missing',
    (field) => {
      expect(deliveryProblem({ ...SYDNEY, [field]: '  ' }, 'au')).toBe('incomplete');
      expect(deliveryProblem({ ...SYDNEY, [field]: undefined }, 'au')).toBe('incomplete');
    },
  );

  it("calls an address outside the market's country abroad", () => {
    expect(deliveryProblem(SYDNEY, 'nz')).toBe('abroad');
    expect(deliveryProblem({ ...SYDNEY, country: 'NZ' }, 'nz')).toBeUndefined();
  });
});
