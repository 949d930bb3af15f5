// uPlot draws on a canvas and reads matchMedia, neither of which jsdom has: the jest projects map 'uplot' to
// this stand-in (tooling/jest/create-jest-project.cjs), which records what each chart was asked to draw.
export default class FakeUPlot {
  /** Every chart drawn since the last reset, newest last. */
  static instances: FakeUPlot[] = [];
  static tzDate = (date: Date) => date;

  constructor(
    readonly options: { series: { label?: string }[] },
    readonly data: readonly (readonly (number | null)[])[],
    readonly target: HTMLElement,
  ) {
    FakeUPlot.instances.push(this);
    target.dataset.drawn = 'true';
  }

  setSize(): void {}

  destroy(): void {}
}
