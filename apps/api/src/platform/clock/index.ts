/** The clock every module reads the time from: the system's, or a fixed one a test passes to buildApp. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
