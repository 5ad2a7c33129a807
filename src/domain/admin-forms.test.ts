import { describe, expect, it } from 'vitest';
import {
  addGuestUserSchema,
  adminUserCreateSchema,
  changePasswordSchema,
  cleanList,
  normalizePackageId,
  packageFormSchema,
  packageUpdateSchema,
  safariOptionFormSchema,
  safariResponseSchema,
  villaFormSchema,
} from './admin-forms';

const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? undefined : r.error!.issues[0]!.message;

const villa = {
  id: 'tree-house',
  name: 'Tree House',
  description: 'Up high',
  basePrice: 12000,
  maxGuests: 4,
};
describe('villa form', () => {
  it('accepts a valid villa and cleans its lists', () => {
    const v = villaFormSchema.parse({ ...villa, amenities: ['WiFi', ' ', 'WiFi', 'Deck'] });
    expect(v.amenities).toEqual(['WiFi', 'Deck']);
  });
  it.each([
    [{ name: '' }, 'Villa name is required'],
    [{ description: ' ' }, 'Description is required'],
    [{ basePrice: 0 }, 'Base price must be greater than 0'],
    [{ maxGuests: 0 }, 'Max guests must be greater than 0'],
    [{ id: '' }, 'Villa ID is required'],
    [{ id: 'Tree House' }, 'Villa ID can only contain lowercase letters, numbers, and hyphens'],
  ])('%o → %s', (patch, message) =>
    expect(firstError(villaFormSchema.safeParse({ ...villa, ...patch }))).toBe(message),
  );
});

const pkg = {
  id: 'safari-combo',
  name: 'Safari Combo',
  description: 'All in',
  price: 2500,
  inclusions: ['Breakfast'],
};
describe('package form', () => {
  it.each([
    [{ id: '' }, 'Package ID is required'],
    [{ id: 'Safari_Combo' }, 'Package ID can only contain lowercase letters, numbers, and hyphens'],
    [{ name: '' }, 'Package name is required'],
    [{ description: '' }, 'Description is required'],
    [{ price: -100 }, 'Price cannot be negative'],
    [{ inclusions: [' ', ''] }, 'At least one inclusion is required'],
    [{ price: 2550 }, 'Price must be in steps of ₹100'],
    [{ price: 2500.5 }, 'Price must be a whole number'],
  ])('%o → %s', (patch, message) =>
    expect(firstError(packageFormSchema.safeParse({ ...pkg, ...patch }))).toBe(message),
  );
  it.each([[''], ['   '], [undefined]])(
    'a blank package ID %j has one message for the field: "Package ID is required"',
    (id) => {
      const r = packageFormSchema.safeParse({ ...pkg, id });
      expect(r.error?.issues.filter((i) => i.path[0] === 'id').map((i) => i.message)).toEqual([
        'Package ID is required',
      ]);
    },
  );
  it('price 0 means free and typed ids are normalised', () => {
    expect(packageFormSchema.parse({ ...pkg, price: 0 }).price).toBe(0);
    expect(normalizePackageId('Safari Combo_2!')).toBe('safaricombo2');
  });
  it('ignores blank and duplicate list entries', () =>
    expect(cleanList(['a', ' a ', '', 'b'])).toEqual(['a', 'b']));
  it.each([
    ['Spa-Retreat 2026', 'spa-retreat2026'],
    ['  ', ''],
    ['ÉTÉ_offer', 'toffer'],
  ])('normalises typed id %j to %j', (typed, id) => expect(normalizePackageId(typed)).toBe(id));
  it('an edit cannot carry an id', () =>
    expect(packageUpdateSchema.parse({ id: 'other', name: 'X' })).toEqual({ name: 'X' }));
});

const safari = {
  id: 'canter-safari',
  name: 'Canter Safari',
  description: 'A shared open bus',
  duration: '3 hours',
  maxPersons: 6,
  timings: [{ value: 'Morning', label: '6:00-9:00 AM' }],
};
describe('safari option form', () => {
  it('normalises slot names and drops duplicate slots', () => {
    const v = safariOptionFormSchema.parse({
      ...safari,
      timings: [...safari.timings, { value: 'morning', label: 'again' }],
    });
    expect(v.timings).toEqual([{ value: 'morning', label: '6:00-9:00 AM' }]);
  });
  it.each([
    [{ name: '' }, 'Safari name is required'],
    [{ duration: '' }, 'Duration is required'],
    [{ maxPersons: 0 }, 'Capacity must be at least 1 person'],
    [{ maxPersons: 7 }, 'Maximum 6 persons per jeep'],
    [{ timings: [] }, 'At least one time slot is required'],
    [{ timings: [{ value: 'x', label: ' ' }] }, 'Each time slot needs its times'],
  ])('%o → %s', (patch, message) =>
    expect(firstError(safariOptionFormSchema.safeParse({ ...safari, ...patch }))).toBe(message),
  );
});

describe('small forms', () => {
  it('safari response needs a message', () =>
    expect(firstError(safariResponseSchema.safeParse({ response: '  ' }))).toBe(
      'Please enter a response message',
    ));
  it('add user needs name, email and phone', () =>
    expect(
      firstError(addGuestUserSchema.safeParse({ name: 'A', email: 'a@b.co', phone: '' })),
    ).toBe('Please fill in all required fields'));
});

describe('admin users and passwords', () => {
  it('lower-cases e-mail and defaults the role', () => {
    expect(
      adminUserCreateSchema.parse({
        name: 'Meera',
        email: 'Meera@Resort.COM ',
        password: 'forest-canopy-42',
      }),
    ).toEqual({
      name: 'Meera',
      email: 'meera@resort.com',
      password: 'forest-canopy-42',
      role: 'front_desk',
    });
  });
  it.each([
    ['short1', 'Password must be at least 8 characters'],
    ['password', 'This password is too common. Please choose a less common one'],
    ['Password123', 'This password is too common. Please choose a less common one'],
    ['12345678', 'This password is too common. Please choose a less common one'],
  ])('refuses %s', (password, message) =>
    expect(
      firstError(adminUserCreateSchema.safeParse({ name: 'M', email: 'm@r.com', password })),
    ).toBe(message),
  );
  it('change password needs the current one and a matching confirmation', () => {
    expect(
      firstError(
        changePasswordSchema.safeParse({ currentPassword: '', newPassword: 'forest-canopy-42' }),
      ),
    ).toBe('Current password is required');
    expect(
      firstError(
        changePasswordSchema.safeParse({
          currentPassword: 'old-one-123',
          newPassword: 'forest-canopy-42',
          confirmPassword: 'x',
        }),
      ),
    ).toBe('Passwords do not match');
  });
});
