import type { PackageDuration } from '../../domain/enums';
import type { SafariTiming } from './schema';

/** The resort's demo data: villas, units, packages, safari options and pricing rules of the spec. */

export const SEED_VILLAS = [
  {
    id: 'glass-cottage',
    name: 'Glass Cottage',
    description:
      'A glass-walled cottage under the sal canopy: wake to birdsong, watch the forest from your bed and end the day on a private deck.',
    basePrice: 15000,
    maxGuests: 4,
    amenities: [
      'King-size bed',
      'Floor-to-ceiling glass walls',
      'Private deck',
      'Air Conditioning',
      'WiFi',
      'Rain shower',
      'Tea & coffee station',
      'Forest view',
    ],
    images: ['/images/villas/glass-cottage.svg'],
    unitPrefix: 'GC',
    units: 14,
    roomType: 'cottage',
  },
  {
    id: 'hornbill-villa',
    name: 'Hornbill Villa',
    description:
      'A two-bedroom villa built from local stone and timber, with a sit-out over the stream where hornbills come to feed at dawn.',
    basePrice: 18000,
    maxGuests: 6,
    amenities: [
      'Two bedrooms',
      'Living room',
      'Stream-side sit-out',
      'Air Conditioning',
      'WiFi',
      'Bathtub',
      'Mini fridge',
      'Binoculars on request',
      'Daily housekeeping',
    ],
    images: ['/images/villas/hornbill-villa.svg'],
    unitPrefix: 'HV',
    units: 4,
    roomType: 'villa',
  },
  {
    id: 'kingfisher-villa',
    name: 'Kingfisher Villa',
    description:
      'Our largest villa for families and friends: three bedrooms, a plunge pool and a machaan-style watchtower over the jungle edge.',
    basePrice: 22000,
    maxGuests: 8,
    amenities: [
      'Three bedrooms',
      'Plunge pool',
      'Watchtower',
      'Air Conditioning',
      'WiFi',
      'Outdoor dining',
      'Bonfire area',
      'Butler service',
    ],
    images: ['/images/villas/kingfisher-villa.svg'],
    unitPrefix: 'KF',
    units: 4,
    roomType: 'villa',
  },
] as const;

export const DEFAULT_UNIT_AMENITIES = ['Air Conditioning', 'WiFi'];

/** GC-01.. numbering; floor = index / 4 + 1; views alternate Forest View / Garden View. */
export function seedUnits() {
  return SEED_VILLAS.flatMap((villa) =>
    Array.from({ length: villa.units }, (_, index) => ({
      villaId: villa.id,
      unitNumber: `${villa.unitPrefix}-${String(index + 1).padStart(2, '0')}`,
      roomType: villa.roomType,
      floor: Math.floor(index / 4) + 1,
      viewType: index % 2 === 0 ? 'Forest View' : 'Garden View',
      status: 'available' as const,
      amenities: DEFAULT_UNIT_AMENITIES,
    })),
  );
}

export const SEED_PACKAGES: {
  id: string;
  name: string;
  description: string;
  inclusions: string[];
  price: number;
  duration: PackageDuration;
  images: string[];
}[] = [
  {
    id: 'basic-stay',
    name: 'Room Only Package',
    description:
      'Just the villa and the forest. Meals can be ordered à la carte at the dining hall.',
    inclusions: ['Villa accommodation', 'Welcome drink', 'Nature walk around the property', 'WiFi'],
    price: 0,
    duration: 'Per night',
    images: ['/images/packages/basic-stay.svg'],
  },
  {
    id: 'breakfast-package',
    name: 'Bed & Breakfast Package',
    description:
      'Start every day with a farm-fresh breakfast. Breakfast is served 7:00 AM to 10:00 AM in the dining hall.',
    inclusions: [
      'Villa accommodation',
      'Daily breakfast (7:00 AM to 10:00 AM)',
      'Welcome drink',
      'Evening tea and snacks',
    ],
    price: 500,
    duration: 'Per night',
    images: ['/images/packages/breakfast-package.svg'],
  },
];

export const SEED_SAFARI_OPTIONS: {
  id: string;
  name: string;
  description: string;
  duration: string;
  timings: SafariTiming[];
  highlights: string[];
}[] = [
  {
    id: 'morning-wildlife-safari',
    name: 'Morning Wildlife Safari',
    description: 'Enter the reserve at first light, when tigers and leopards are most active.',
    duration: '4 hours',
    timings: [
      { value: 'early-morning', label: '5:30 AM-9:30 AM' },
      { value: 'morning', label: '6:00-10:00 AM' },
    ],
    highlights: ['Best chance of tiger sightings', 'Birding at dawn', 'Naturalist guide'],
  },
  {
    id: 'evening-wildlife-safari',
    name: 'Evening Wildlife Safari',
    description: 'Follow the animals to the waterholes in the golden afternoon light.',
    duration: '3.5 hours',
    timings: [
      { value: 'afternoon', label: '2:00-5:30 PM' },
      { value: 'evening', label: '4:00-7:30 PM' },
    ],
    highlights: ['Waterhole sightings', 'Sunset over the meadows', 'Naturalist guide'],
  },
  {
    id: 'night-wildlife-safari',
    name: 'Night Wildlife Safari',
    description: 'A guided drive along the buffer zone to meet the forest’s nocturnal residents.',
    duration: '3 hours',
    timings: [
      { value: 'night', label: '8:00-11:00 PM' },
      { value: 'late-night', label: '9:00 PM-12:00 AM' },
    ],
    highlights: ['Owls and nightjars', 'Civets and jungle cats', 'Star gazing'],
  },
];

/** Weekend nights (Friday, Saturday) ×1.3; the holiday season (24 Dec – 1 Jan nights) ×1.8. */
export function seedPricingRules(fromYear: number, seasons = 3) {
  const holidays = Array.from({ length: seasons }, (_, i) => {
    const year = fromYear - 1 + i;
    return {
      name: `Holiday season ${year}-${String((year + 1) % 100).padStart(2, '0')}`,
      priceModifier: 1.8,
      startDate: `${year}-12-24`,
      endDate: `${year + 1}-01-01`,
      daysOfWeek: null,
    };
  });
  return [
    { name: 'Weekend', priceModifier: 1.3, startDate: null, endDate: null, daysOfWeek: [5, 6] },
    ...holidays,
  ];
}
