// d3-org-chart ships no types; just the chainable calls the bench page makes.
declare module 'd3-org-chart' {
  export class OrgChart<T> {
    container(selector: string): this;
    data(data: T[]): this;
    svgHeight(px: number): this;
    nodeId(fn: (d: T) => string): this;
    parentNodeId(fn: (d: T) => string): this;
    nodeWidth(fn: () => number): this;
    nodeHeight(fn: () => number): this;
    compact(on: boolean): this;
    duration(ms: number): this;
    nodeContent(fn: (d: { data: T }) => string): this;
    render(): this;
  }
}
