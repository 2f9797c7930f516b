// The hook moved to lib, where the shared list table measures itself too.
export { useElementWidth } from '@/lib/use-element-width';
