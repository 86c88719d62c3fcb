import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { BundlingPackageProps } from './props.gen.ts';

export default defineWidget<BundlingPackageProps>({
  type: 'bundling-package',
  version: '1.0.0',
  description: "A combo package: its price over what its goods cost one by one, the saving, the delivery, every goods of the package, the number of packages and 'buy now' for the whole package.",
  events: ['home', 'buy'],
  namespaces: ['promotion'],
  load: () => import('./BundlingPackage.tsx'),
});
