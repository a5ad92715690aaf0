export * from './bokunExamples';
export * from './sheetsExamples';
export * from './tpayExamples';
