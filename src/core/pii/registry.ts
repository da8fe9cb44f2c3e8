import { email, ipAddress, mobileIn, phone, upi } from './recognizers/contact';
import { bankAccount, creditCard, iban, ifsc } from './recognizers/financial';
import {
  aadhaar,
  aadhaarVid,
  drivingLicense,
  gstin,
  pan,
  passport,
  usSsn,
  vehicleRegistration,
  voterId,
} from './recognizers/identity';
import { address, dateOfBirth, person, personNameWords, postalCode } from './recognizers/personal';
import { auAbn, auAcn, auMedicare, auTfn, krRrn, sgNricFin, sgUen, thTnin } from './recognizers/asia-pacific';
import {
  esNie,
  esNif,
  fiPersonalIdentityCode,
  itDriverLicense,
  itFiscalCode,
  itIdentityCard,
  itPassport,
  itVat,
  plPesel,
  ukNhs,
  ukNino,
  ukPassport,
} from './recognizers/europe';
import { SPECIAL_CATEGORY_RECOGNIZERS } from './recognizers/special';
import { cryptoWallet, macAddress, urlCredentials } from './recognizers/technical';
import { abaRouting, deaNumber, usBankNumber, usDriverLicense, usItin, usNpi, usPassport } from './recognizers/us';
import type { Recognizer } from './types';

/**
 * Every recognizer the engine runs: global ones first, then the Indian identifiers, then the
 * national identifiers of other countries Presidio ships, then machine and account identifiers.
 */
export const PII_RECOGNIZERS: readonly Recognizer[] = [
  email,
  phone,
  creditCard,
  iban,
  usSsn,
  ipAddress,
  dateOfBirth,
  person,
  personNameWords,
  address,
  postalCode,
  aadhaar,
  aadhaarVid,
  pan,
  gstin,
  upi,
  ifsc,
  mobileIn,
  voterId,
  passport,
  drivingLicense,
  vehicleRegistration,
  bankAccount,
  usItin,
  usPassport,
  usDriverLicense,
  usBankNumber,
  abaRouting,
  usNpi,
  deaNumber,
  ukNhs,
  ukNino,
  ukPassport,
  esNif,
  esNie,
  itFiscalCode,
  itVat,
  itIdentityCard,
  itPassport,
  itDriverLicense,
  plPesel,
  fiPersonalIdentityCode,
  sgNricFin,
  sgUen,
  auAbn,
  auAcn,
  auTfn,
  auMedicare,
  krRrn,
  thTnin,
  cryptoWallet,
  macAddress,
  urlCredentials,
  ...SPECIAL_CATEGORY_RECOGNIZERS,
];
