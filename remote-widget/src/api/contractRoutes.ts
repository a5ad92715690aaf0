// The contract's route table carries every route's yup schemas. The client loads it on its first call, so
// yup and the schemas stay out of the code a host downloads before the widget first renders.
export { routes } from '@booking/shared-contracts';
