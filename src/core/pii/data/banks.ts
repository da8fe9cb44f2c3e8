/**
 * Bank codes (first four characters of an IFSC). Curated by hand from RBI's lists of scheduled
 * banks; not exhaustive (India has well over a thousand IFSC bank codes, mostly co-operative and
 * regional rural banks), so an unknown code lowers the score instead of rejecting the IFSC.
 */
export const KNOWN_IFSC_BANK_CODES: ReadonlySet<string> = new Set([
  // Public sector banks
  'SBIN', 'PUNB', 'BARB', 'CNRB', 'UBIN', 'BKID', 'CBIN', 'IOBA', 'IDIB', 'UCBA', 'MAHB', 'PSIB',
  // Private sector banks
  'HDFC', 'ICIC', 'UTIB', 'KKBK', 'YESB', 'INDB', 'IDFB', 'FDRL', 'RATN', 'KVBL', 'KARB', 'SIBL',
  'CIUB', 'TMBL', 'DLXB', 'JAKA', 'CSBK', 'DCBL', 'BDBL', 'IBKL', 'NTBL',
  // Small finance and payments banks
  'AUBL', 'ESFB', 'UJVN', 'JSFB', 'SURY', 'ESMF', 'FSFB', 'NESF', 'CLBL', 'UTKS', 'SMCB', 'UNBA',
  'AIRP', 'PYTM', 'IPOS', 'FINO', 'JIOP', 'NSPB',
  // Foreign banks operating in India
  'CITI', 'HSBC', 'SCBL', 'DEUT', 'DBSS', 'BARC', 'BOFA', 'CHAS', 'BNPA', 'MSNU', 'SMBC', 'BOTM',
  'CRLY', 'ANZB', 'ADCB', 'DOHB', 'EBIL', 'BBKM',
  // Large co-operative banks
  'SVCB', 'COSB', 'SRCB', 'ABHY', 'ASBL', 'BACB', 'TJSB', 'NKGS', 'KAIJ', 'DNSB', 'JSBP', 'APBL',
  'GSCB', 'KSCB', 'WBSC', 'TSAB', 'MSCI', 'HPSC', 'DLSC', 'BCBM', 'CCBL', 'AMCB', 'BMCB',
  // Regional rural banks
  'KVGB', 'KLGB', 'PKGB', 'TNGB', 'CRGB', 'MAHG', 'RMGB', 'TGRB',
  // Regulators and development institutions
  'RBIS', 'NBRD', 'SIDB', 'EIBI',
]);

/**
 * Banks merged into another bank whose IFSCs were withdrawn after the merger: the SBI associates
 * and Bharatiya Mahila Bank (2017), Vijaya and Dena (2019), the 2020 public sector mergers, and
 * Lakshmi Vilas Bank (2020). A code of these banks no longer identifies a branch.
 */
export const RETIRED_IFSC_BANK_CODES: ReadonlySet<string> = new Set([
  'SBBJ', 'SBHY', 'SBMY', 'SBTR', 'STBP', 'BMBL',
  'VIJB', 'BKDN',
  'ORBC', 'UTBI', 'SYNB', 'ANDB', 'CORP', 'ALLA',
  'LAVB',
]);
