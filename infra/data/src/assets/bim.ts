import type { LinkedFile } from './linked-files';

/**
 * Small text stand-ins for BIM formats. OBJ, DAE and DXF are valid minimal files of their
 * format (a box of the product's size); the binary formats (RFA, 3DS, SKP, DWG) get a text body
 * that names the product, which is enough for download and zip flows.
 */
export function bimFile(file: LinkedFile): string {
  const { measures } = file.variant.attributes;
  const w = (measures['overall-width'] ?? 100) / 1000;
  const h = (measures['overall-height'] ?? 100) / 1000;
  const d = (measures['overall-depth'] ?? 100) / 1000;
  const name = file.product.name['en-AU'];
  const code = file.variant.attributes['product-code'];
  const ext = file.url.slice(file.url.lastIndexOf('.') + 1);
  switch (ext) {
    case 'obj':
      return [
        `# ${name} (${code})`,
        `o ${code}`,
        `v 0 0 0\nv ${w} 0 0\nv ${w} ${h} 0\nv 0 ${h} 0`,
        `v 0 0 ${d}\nv ${w} 0 ${d}\nv ${w} ${h} ${d}\nv 0 ${h} ${d}`,
        'f 1 2 3 4\nf 5 6 7 8\nf 1 2 6 5\nf 2 3 7 6\nf 3 4 8 7\nf 4 1 5 8',
        '',
      ].join('\n');
    case 'dae':
      return `<?xml version="1.0" encoding="utf-8"?>
<COLLADA xmlns="http://www.collada.org/2005/11/COLLADASchema" version="1.4.1">
  <asset><title>${name.replace(/&/g, '&amp;')}</title><unit name="meter" meter="1"/><up_axis>Y_UP</up_axis></asset>
  <library_visual_scenes><visual_scene id="${code}"><node name="${code}"><scale>${w} ${h} ${d}</scale></node></visual_scene></library_visual_scenes>
  <scene><instance_visual_scene url="#${code}"/></scene>
</COLLADA>
`;
    case 'dxf':
      return ['0', 'SECTION', '2', 'ENTITIES', '0', 'LWPOLYLINE', '8', code, '90', '4', '70', '1']
        .concat(['10', '0', '20', '0', '10', `${w * 1000}`, '20', '0'])
        .concat(['10', `${w * 1000}`, '20', `${h * 1000}`, '10', '0', '20', `${h * 1000}`])
        .concat(['0', 'ENDSEC', '0', 'EOF', ''])
        .join('\n');
    default:
      return `${ext.toUpperCase()} model placeholder\nProduct: ${name}\nProduct code: ${code}\nSize (m): ${w} x ${h} x ${d}\n`;
  }
}
