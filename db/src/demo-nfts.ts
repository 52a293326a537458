import type { NewNft } from './schema/nfts';

type DemoNft = Omit<NewNft, 'id' | 'dateAdded' | 'active' | 'metadataUrl' | 'setForDate'>;

/**
 * The demo pool: generated art shipped in db/seed/images, so the game runs offline.
 * Hints narrow the answer for holders without giving it away.
 */
export const DEMO_NFTS: DemoNft[] = [
  {
    nftId: '385', name: 'Sigma Frog #385', collection: 'Sigma Frogs', creator: 'Lilypad Labs',
    imageUrl: 'demo:sigma-frog-385.png', throwbackThursday: false,
    description: 'A grinning pond dweller from a 5,000-piece collection of hand-drawn frogs minted on the XRP Ledger.',
    hint: 'The ID has three digits and is divisible by 5.',
  },
  {
    nftId: '1024', name: 'Ledger Lynx #1024', collection: 'Ledger Lynx', creator: 'Northwind Studio',
    imageUrl: 'demo:ledger-lynx-1024.png', throwbackThursday: false,
    description: 'Tufted ears, sharp eyes and a taste for fast settlement. One of 2,500 wild cats.',
    hint: 'The ID has four digits and is a power of two.',
  },
  {
    nftId: '7', name: 'Bwif Pup #7', collection: 'Bwif Pups', creator: 'Bwif Collective',
    imageUrl: 'demo:bwif-pup-7.png', throwbackThursday: false,
    description: 'A floppy-eared pup from the community collection that gave the $BWIF token its name.',
    hint: 'Its ID is a single-digit prime number.',
  },
  {
    nftId: '2048', name: 'Validator Owl #2048', collection: 'Validator Owls', creator: 'Nightwatch Art',
    imageUrl: 'demo:validator-owl-2048.png', throwbackThursday: false,
    description: 'Wide awake through every ledger close. Owls in this set watch over the network at night.',
    hint: 'The ID has four digits and starts with 2.',
  },
  {
    nftId: '512', name: 'Trustline Toad #512', collection: 'Trustline Toads', creator: 'Bog & Crown',
    imageUrl: 'demo:trustline-toad-512.png', throwbackThursday: false,
    description: 'Royalty of the marsh: each toad wears the crown of a trustline it never let go of.',
    hint: 'The ID has three digits that add up to 8.',
  },
  {
    nftId: '99', name: 'Escrow Eel #99', collection: 'Escrow Eels', creator: 'Deepwater Pixels',
    imageUrl: 'demo:escrow-eel-99.png', throwbackThursday: false,
    description: 'A patient glider of the deep that releases its treasure only when the time is right.',
    hint: 'The ID has two identical digits.',
  },
  {
    nftId: '4321', name: 'Amendment Ape #4321', collection: 'Amendment Apes', creator: 'Canopy Guild',
    imageUrl: 'demo:amendment-ape-4321.png', throwbackThursday: false,
    description: 'A thoughtful ape who has voted on every amendment since the collection minted.',
    hint: 'The ID has four different digits.',
  },
  {
    nftId: '808', name: 'Drops Dragon #808', collection: 'Drops Dragons', creator: 'Emberforge',
    imageUrl: 'demo:drops-dragon-808.png', throwbackThursday: false,
    description: 'Small wings, big horns and a warm breath. Dragons hoard drops, not gold.',
    hint: 'The ID reads the same forwards and backwards.',
  },
  {
    nftId: '1337', name: 'Hooks Hedgehog #1337', collection: 'Hooks Hedgehogs', creator: 'Prickle Works',
    imageUrl: 'demo:hooks-hedgehog-1337.png', throwbackThursday: false,
    description: 'Spiky on the outside, programmable on the inside. A favourite of builders.',
    hint: 'The ID has four digits and is odd.',
  },
  {
    nftId: '64', name: 'Payment Panda #64', collection: 'Payment Pandas', creator: 'Bamboo Mint',
    imageUrl: 'demo:payment-panda-64.png', throwbackThursday: false,
    description: 'Settles in three to five seconds, then naps for three to five hours.',
    hint: 'The ID is a perfect square below 100.',
  },
  {
    nftId: '256', name: 'Offer Otter #256', collection: 'Offer Otters', creator: 'Riverbank Co.',
    imageUrl: 'demo:offer-otter-256.png', throwbackThursday: false,
    description: 'Always holding a shell, always ready to make an offer on the DEX.',
    hint: null,
  },
  {
    nftId: '3000', name: 'Memo Moose #3000', collection: 'Memo Moose', creator: 'Tundra Tales',
    imageUrl: 'demo:memo-moose-3000.png', throwbackThursday: false,
    description: 'Antlers wide enough to carry a memo on every transaction.',
    hint: 'The ID has four digits, three of them zeros.',
  },
  {
    nftId: '21', name: 'Genesis Gecko #21', collection: 'Genesis Geckos (2021)', creator: 'Sunstone Studio',
    imageUrl: 'demo:genesis-gecko-21.png', throwbackThursday: true,
    description: 'From one of the first NFT drops on the XRP Ledger, back when the standard was brand new.',
    hint: 'The ID has two digits and is a multiple of 7.',
  },
  {
    nftId: '150', name: 'Classic Crab #150', collection: 'Classic Crabs (2022)', creator: 'Tidepool Art',
    imageUrl: 'demo:classic-crab-150.png', throwbackThursday: true,
    description: 'A sideways-walking classic that collectors still trade every season.',
    hint: 'The ID has three digits and ends in 0.',
  },
];
