/** A complete production configuration for settings and start-up tests; each test removes or spoils one setting. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(40),
  ADMIN_WALLET: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
  XAMAN_API_KEY: '11111111-2222-3333-4444-555555555555',
  XAMAN_API_SECRET: '66666666-7777-8888-9999-000000000000',
  XRPL_URL: 'wss://xrpl.example',
  BWIF_ISSUER: 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY',
};
