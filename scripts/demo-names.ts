// The words the generated shops' names are made of: products are "Adjective Noun", clients
// "First Last". The demo shop (scripts/demo-data.ts) and the benchmarks' tenants (bench/generate.ts)
// use the same ones, so a name seen in one reads like a name of the other.

export const PRODUCT_ADJECTIVES = [
  'Classic',
  'Organic',
  'Premium',
  'Everyday',
  'Large',
  'Small',
  'Eco',
  'Deluxe',
  'Fresh',
  'Handmade',
] as const

export const PRODUCT_NOUNS = [
  'Coffee Beans',
  'Green Tea',
  'Olive Oil',
  'Notebook',
  'Candle',
  'Soap Bar',
  'Honey Jar',
  'Tote Bag',
  'Mug',
  'Chocolate',
  'Granola',
  'Pasta',
  'Hot Sauce',
  'Sea Salt',
  'Rice',
  'Lentils',
  'Jam',
  'Cookies',
  'Flour',
  'Vinegar',
] as const

export const FIRST_NAMES = [
  'Ana',
  'Ben',
  'Carla',
  'David',
  'Elena',
  'Farid',
  'Grace',
  'Hugo',
  'Ines',
  'Jon',
  'Kenji',
  'Lucia',
  'Marta',
  'Nico',
  'Olga',
  'Pablo',
  'Rosa',
  'Sam',
  'Tara',
  'Victor',
] as const

export const LAST_NAMES = [
  'Garcia',
  'Smith',
  'Rossi',
  'Martin',
  'Lopez',
  'Kim',
  'Novak',
  'Silva',
  'Weber',
  'Dubois',
] as const
