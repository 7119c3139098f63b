export declare const chromiumPath: string;
export declare const CHROMIUM_ARGS: readonly string[];
export declare function chromiumLaunchOptions(extraArgs?: readonly string[]): {
  executablePath: string;
  args: string[];
};
