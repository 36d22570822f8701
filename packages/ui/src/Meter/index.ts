export {
  Meter,
  meterTones,
  meterSizes,
  meterToneFor,
  defaultMeterThresholds,
  type MeterProps,
  type MeterTone,
  type MeterSize,
  type MeterThreshold,
} from './Meter.tsx';
