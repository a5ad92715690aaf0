export {
  FAULT_KINDS,
  FAULT_PROVIDERS,
  FaultSwitches,
  type ActiveFault,
  type FaultKind,
  type FaultProvider,
  type FaultSpec,
} from './faultSwitches';
