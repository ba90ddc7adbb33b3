/** An antd icon (its definition in @ant-design/icons-svg) as an SVG element, as antd draws it. */
export interface IconDefinition {
  icon: IconNode | ((primary: string, secondary: string) => IconNode);
}
interface IconNode {
  tag: string;
  attrs: Record<string, string>;
  children?: IconNode[];
}

const SVG = 'http://www.w3.org/2000/svg';

function draw(node: IconNode): SVGElement {
  const made = document.createElementNS(SVG, node.tag);
  for (const [name, value] of Object.entries(node.attrs)) made.setAttribute(name, value);
  for (const child of node.children ?? []) made.append(draw(child));
  return made;
}

export function icon(definition: IconDefinition): SVGElement {
  const root = typeof definition.icon === 'function' ? definition.icon('currentColor', 'currentColor') : definition.icon;
  const svg = draw(root);
  for (const [name, value] of Object.entries({ width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': 'true' })) svg.setAttribute(name, value);
  return svg;
}
