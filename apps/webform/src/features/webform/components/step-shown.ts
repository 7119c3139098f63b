// Whether the step around a component is the one on screen, or the next one rendered ahead of it
// (hidden, WebformWizard.tsx). A line both steps would show (the wait before the codes go again)
// is left out of the step rendered ahead, so the page never holds it twice.
import { createContext, useContext } from 'react';

export const StepShownContext = createContext(true);

export const useStepShown = () => useContext(StepShownContext);
