import type { NewNft } from './schema/nfts';

type DemoNft = Omit<NewNft, 'id' | 'dateAdded' | 'active'>;

/** The demo pool: generated art shipped in db/seed/images, so the game runs offline. */
export const DEMO_NFTS: DemoNft[] = [
  { nftId: '385', name: 'Sigma Frog #385', collection: 'Sigma Frogs', creator: 'rFrogForgeXXXXXXXXXXXXXXXXXXXXXXXX', imageUrl: 'demo:sigma-frog-385.png', hint: 'Its ID has three digits and ends in 5.', throwbackThursday: false },
  { nftId: '1024', name: 'Ledger Lynx #1024', collection: 'Ledger Lynx', creator: 'rLynxLabXXXXXXXXXXXXXXXXXXXXXXXXX', imageUrl: 'demo:ledger-lynx-1024.png', hint: 'A power of two.', throwbackThursday: false },
  { nftId: '7', name: 'Bwif Pup #7', collection: 'Bwif Pups', creator: 'rBwifStudioXXXXXXXXXXXXXXXXXXXXXX', imageUrl: 'demo:bwif-pup-7.png', hint: 'A single lucky digit.', throwbackThursday: false },
  { nftId: '2048', name: 'Validator Owl #2048', collection: 'Validator Owls', creator: 'rOwlNestXXXXXXXXXXXXXXXXXXXXXXXXX', imageUrl: 'demo:validator-owl-2048.png', hint: 'Double 1024.', throwbackThursday: false },
  { nftId: '512', name: 'Trustline Toad #512', collection: 'Trustline Toads', creator: 'rToadHa11XXXXXXXXXXXXXXXXXXXXXXXX', imageUrl: 'demo:trustline-toad-512.png', hint: 'Half of 1024.', throwbackThursday: false },
  { nftId: '99', name: 'Escrow Eel #99', collection: 'Escrow Eels', creator: 'rEe1WorksXXXXXXXXXXXXXXXXXXXXXXXX', imageUrl: 'demo:escrow-eel-99.png', hint: 'The largest two-digit number.', throwbackThursday: false },
  { nftId: '4321', name: 'Amendment Ape #4321', collection: 'Amendment Apes', creator: 'rApeGroveXXXXXXXXXXXXXXXXXXXXXXXX', imageUrl: 'demo:amendment-ape-4321.png', hint: 'Four digits counting down.', throwbackThursday: false },
  { nftId: '808', name: 'Drops Dragon #808', collection: 'Drops Dragons', creator: 'rDragonDenXXXXXXXXXXXXXXXXXXXXXXX', imageUrl: 'demo:drops-dragon-808.png', hint: 'A palindrome with three digits.', throwbackThursday: false },
  { nftId: '1337', name: 'Hooks Hedgehog #1337', collection: 'Hooks Hedgehogs', creator: 'rHedgeRowXXXXXXXXXXXXXXXXXXXXXXXX', imageUrl: 'demo:hooks-hedgehog-1337.png', hint: 'Elite, as hackers spell it.', throwbackThursday: false },
  { nftId: '64', name: 'Payment Panda #64', collection: 'Payment Pandas', creator: 'rPandaParkXXXXXXXXXXXXXXXXXXXXXXX', imageUrl: 'demo:payment-panda-64.png', hint: 'Squares on a chessboard.', throwbackThursday: false },
  { nftId: '256', name: 'Offer Otter #256', collection: 'Offer Otters', creator: 'rOtterBayXXXXXXXXXXXXXXXXXXXXXXXX', imageUrl: 'demo:offer-otter-256.png', hint: null, throwbackThursday: false },
  { nftId: '3000', name: 'Memo Moose #3000', collection: 'Memo Moose', creator: 'rMooseMi11XXXXXXXXXXXXXXXXXXXXXXX', imageUrl: 'demo:memo-moose-3000.png', hint: 'A round number in the thousands.', throwbackThursday: false },
  { nftId: '21', name: 'Genesis Gecko #21', collection: 'Genesis Geckos (2021)', creator: 'rGeckoGenXXXXXXXXXXXXXXXXXXXXXXXX', imageUrl: 'demo:genesis-gecko-21.png', hint: 'The year the collection minted, minus 2000.', throwbackThursday: true },
  { nftId: '150', name: 'Classic Crab #150', collection: 'Classic Crabs (2022)', creator: 'rCrabCoveXXXXXXXXXXXXXXXXXXXXXXXX', imageUrl: 'demo:classic-crab-150.png', hint: 'One and a half hundred.', throwbackThursday: true },
];
