/**
 * Safety: content that can directly hurt someone. Critical and high findings here also cap the
 * overall score (see engine.ts). One file per theme; this list is the registry order (the order of
 * findings).
 */
import type { Rule } from '../../rule';
import { harassment, hateSpeech, profanity, sexualContent, slur, vulgarInsult } from './abuse';
import { covertTracking, crimeHowto, hacking, harassmentCampaign, harmfulSteps } from './crime';
import { injectedInstructions } from './injected';
import { csam } from './minors';
import { selfHarmEncouragement, selfHarmMethod, selfHarmWithoutSupport } from './self-harm';
import { incitement, threat, violence } from './violence';
import { drugSynthesis, gunEvasion, weapons } from './weapons-drugs';

export const SAFETY_RULES: readonly Rule[] = [
  csam,
  selfHarmEncouragement,
  selfHarmMethod,
  selfHarmWithoutSupport,
  threat,
  incitement,
  violence,
  weapons,
  gunEvasion,
  drugSynthesis,
  hacking,
  harmfulSteps,
  crimeHowto,
  covertTracking,
  harassment,
  harassmentCampaign,
  hateSpeech,
  slur,
  vulgarInsult,
  sexualContent,
  profanity,
  injectedInstructions,
];
