/**
 * UPI handles (the part after '@' in a VPA) of payment service providers and banks. A VPA with
 * one of these handles is reported with high confidence; other dot-free handles need context.
 */
export const UPI_HANDLES: ReadonlySet<string> = new Set([
  // Google Pay
  'okaxis', 'okhdfcbank', 'okicici', 'oksbi',
  // PhonePe
  'ybl', 'ibl', 'axl',
  // Paytm
  'paytm', 'ptyes', 'ptaxis', 'pthdfc', 'ptsbi',
  // Amazon Pay
  'apl', 'yapl', 'rapl',
  // WhatsApp Pay
  'waaxis', 'wahdfcbank', 'waicici', 'wasbi',
  // Other apps and wallets
  'upi', 'ikwik', 'freecharge', 'fbl', 'axisb', 'jupiteraxis', 'fam', 'slc', 'timecosmos',
  'abfspay', 'icici', 'okbizaxis', 'pingpay', 'yesg', 'naviaxis', 'superyes', 'kphdfc', 'cred',
  // Bank handles
  'axisbank', 'hdfcbank', 'hdfcbankjd', 'sbi', 'pnb', 'kotak', 'kmbl', 'federal', 'idfcbank',
  'idfcfirst', 'indus', 'rbl', 'yesbank', 'yesbankltd', 'airtel', 'airtelpaymentsbank', 'jio',
  'aubank', 'equitas', 'esaf', 'fino', 'dcb', 'dbs', 'citi', 'citigold', 'hsbc', 'sc', 'idbi',
  'idbibank', 'indianbank', 'iob', 'jkb', 'kbl', 'kvb', 'mahb', 'nsdl', 'postbank', 'sib', 'tjsb',
  'uboi', 'unionbank', 'unionbankofindia', 'barodampay', 'boi', 'cnrb', 'centralbank', 'cbin',
  'ucobank', 'psb', 'bandhan', 'dlb', 'csbpay', 'equitasbank', 'ujjivan', 'utkarsh', 'janabank',
  'allbank', 'andb', 'obc', 'united', 'vijb', 'syndicate', 'corporation', 'denabank', 'lvb',
]);
