export declare function loadAverage(): string;
