/** The demo business: a real-estate photography studio's services, clients and shoots. */

export const demoCategories = [
  { name: 'Residential', description: 'Houses, townhouses and apartments for sale' },
  { name: 'Luxury', description: 'Prestige homes and estates with twilight and aerial coverage' },
  { name: 'Commercial', description: 'Offices, retail and industrial listings' },
  { name: 'Rental', description: 'Quick-turnaround shoots for property managers' },
  { name: 'Land & Acreage', description: 'Vacant land, farms and lifestyle blocks, mostly aerial' },
];

/** The catalogue: main services and add-ons, each with the time it adds to a shoot (the calendar's default length). */
export const demoServices = [
  { serviceName: 'Standard Photography', price: '350', gstRate: '10-percent', description: '25 professionally edited interior and exterior photos, delivered in 24 hours.', duration_minutes: 90 },
  { serviceName: 'Twilight Photography', price: '280', gstRate: '10-percent', description: 'Dusk exteriors with warm interior lighting and sky replacement.', duration_minutes: 60 },
  { serviceName: 'Drone Aerial Package', price: '320', gstRate: '10-percent', description: '10 aerial stills with boundary lines and points of interest marked.', duration_minutes: 45, is_addon: true },
  { serviceName: 'Floor Plan', price: '150', gstRate: 'no-gst', description: 'Measured 2D floor plan with room dimensions and total area.', duration_minutes: 30, is_addon: true },
  { serviceName: 'Video Walkthrough', price: '650', gstRate: '10-percent', description: '60-90 second cinematic walkthrough with music, for portals and social.', duration_minutes: 120 },
  { serviceName: 'Virtual Staging', price: '120', gstRate: 'not-capable', description: 'Digitally furnished empty rooms, per image.', duration_minutes: 0, is_addon: true },
] as const;

export const demoAgencies = [
  ['Bayside Realty', 'hello@baysiderealty.example', '+61 2 9555 0101', '12 Marine Parade, Manly NSW 2095', 'https://baysiderealty.example'],
  ['Harbour & Co Property', 'listings@harbourco.example', '+61 2 9555 0188', '88 George St, The Rocks NSW 2000', 'https://harbourco.example'],
  ['Summit Estate Agents', 'office@summitestates.example', '+61 2 9555 0230', '4/210 Pacific Hwy, Chatswood NSW 2067', null],
  ['Parkview Residential', 'team@parkview.example', '+61 2 9555 0312', '31 Park Rd, Hurstville NSW 2220', 'https://parkview.example'],
  ['Coastal Living Realty', 'sales@coastalliving.example', '+61 2 4555 0144', '7 Beach St, Terrigal NSW 2260', 'https://coastalliving.example'],
  ['Metro Leasing Group', 'rentals@metroleasing.example', '+61 2 9555 0470', 'Level 3, 100 Miller St, North Sydney NSW 2060', 'https://metroleasing.example'],
  ['Riverstone Properties', 'info@riverstone.example', '+61 2 4555 0521', '55 Church St, Parramatta NSW 2150', null],
  ['Highland Rural & Acreage', 'land@highlandrural.example', '+61 2 4855 0609', '2 Old Hume Hwy, Berrima NSW 2577', 'https://highlandrural.example'],
  ['Prestige Address', 'concierge@prestigeaddress.example', '+61 2 9555 0777', '1 Point Piper Ln, Point Piper NSW 2027', 'https://prestigeaddress.example'],
  ['Northern Beaches Homes', 'hi@nbhomes.example', '+61 2 9555 0815', '640 Pittwater Rd, Brookvale NSW 2100', 'https://nbhomes.example'],
  ['Inner West Agents', 'contact@innerwest.example', '+61 2 9555 0923', '180 King St, Newtown NSW 2042', null],
  ['Commercial Edge', 'leasing@commercialedge.example', '+61 2 9555 0999', '20 Bond St, Sydney NSW 2000', 'https://commercialedge.example'],
] as const;

const streets = ['Ocean View Rd', 'Wattle Ave', 'Bellevue St', 'Harbour Tce', 'Jacaranda Cres', 'Kingsford Pde', 'Banksia Way', 'Cliff St', 'Elm Grove', 'Victoria Rd', 'Lighthouse Cl', 'Orchard Ln', 'Riverside Dr'];
const suburbs = ['Mosman', 'Manly', 'Balmain', 'Terrigal', 'Chatswood', 'Newtown', 'Bowral', 'Cronulla', 'Paddington', 'Dee Why'];

/** Status mix across the 50 shoots: every status appears, most work recent and in flight. */
const statusCycle = ['completed', 'completed', 'in progress', 'review', 'pending', 'completed', 'in progress', 'on hold', 'completed', 'cancelled'] as const;

/** How far back a shoot in this status was booked at least: a delivered shoot was shot (three days after booking) a week ago or more. */
const photographedDaysAgo: Record<(typeof statusCycle)[number], number> = { completed: 10, review: 6, 'in progress': 5, 'on hold': 0, pending: 0, cancelled: 0 };

/** The studio's own business profile: what clients see as its contact details. */
export const demoStudio = {
  name: 'Lens & Light Property Photography',
  email: 'bookings@lensandlight.example',
  phone: '+61 2 9555 0100',
  address: '5 Wharf Rd, Balmain NSW 2041',
  tax_number: 'ABN 12 345 678 901',
  // A Sydney studio works on Sydney's clock (daylight saving included).
  time_zone: 'Australia/Sydney',
};

/** Orders clients placed through Book a Shoot and the studio has not scheduled yet: [address, property type, bedrooms, bathrooms, service indexes, days ahead of the first preferred window]. */
export const demoOrders: Array<[string, 'house' | 'apartment' | 'townhouse', number, number, number[], number]> = [
  ['14 Spit Rd, Mosman NSW', 'house', 4, 2, [0, 2, 3], 2],
  ['9/41 Darley Rd, Manly NSW', 'apartment', 2, 1, [0, 3], 3],
  ['27 Bay St, Balmain NSW', 'townhouse', 3, 2, [1, 2], 4],
];

export function demoShoots(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const number = 3 + ((i * 7) % 180);
    const street = streets[i % streets.length]!;
    const suburb = suburbs[(i * 3) % suburbs.length]!;
    return {
      projectName: `${number} ${street}, ${suburb}`,
      description: `Listing shoot for ${number} ${street}.`,
      siteAddress: `${number} ${street}, ${suburb} NSW`,
      agencyIndex: (i * 5) % demoAgencies.length,
      serviceIndex: i % demoServices.length,
      categoryIndex: i % 9 === 0 ? 1 : i % 7 === 0 ? 4 : i % 5 === 0 ? 2 : i % 4 === 0 ? 3 : 0,
      status: statusCycle[i % statusCycle.length]!,
      /** Days before today the shoot was booked: spread over the last five months, and long enough ago that a shoot past pending has been photographed. */
      daysAgo: Math.round((i * 150) / count) + photographedDaysAgo[statusCycle[i % statusCycle.length]!],
      budget: String(400 + ((i * 137) % 1200)),
      // Most finished shoots are paid; a few wait on the client, the first agency's newest among them (the download lock).
      paid: statusCycle[i % statusCycle.length] === 'completed' && i !== 0 && i % 16 !== 8,
    };
  });
}

export const demoExpenses = [
  ['Drone permit 180', 'Travel 45'],
  ['Twilight editing outsourced 90'],
  ['Parking 25', 'Fuel 38'],
  ['Virtual staging licence 60'],
];

/** The studio's own running costs and side income, entered in the ledger by hand: [months ago, day, type, amount, description, category]. */
export const demoLedger: Array<[number, number, 'income' | 'expense', string, string, string]> = [
  ...[0, 1, 2, 3, 4, 5].map((monthsAgo): [number, number, 'expense', string, string, string] => [monthsAgo, 3, 'expense', '55.00', 'Adobe Creative Cloud', 'Software']),
  ...[0, 1, 2, 3, 4, 5].map((monthsAgo): [number, number, 'expense', string, string, string] => [monthsAgo, 1, 'expense', '250.00', 'Studio rent', 'Utilities']),
  [1, 12, 'expense', '900.00', 'Wide-angle lens 16-35mm', 'Equipment'],
  [2, 20, 'expense', '120.00', 'Open-home flyer campaign', 'Marketing'],
  [3, 8, 'income', '400.00', 'Print licence for a developer brochure', 'License Sales'],
  [4, 15, 'income', '150.00', 'Drone rental to a videographer', 'Equipment Rental'],
];
