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
import type { Recognizer } from './types';

/** Every recognizer the engine runs, global ones first, then the Indian identifiers. */
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
];
