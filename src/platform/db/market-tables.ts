/** Market-data tables written by the collectors and read by the production market view. */
export {};
