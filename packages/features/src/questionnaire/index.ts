/** The personality questionnaire: its screen at /questionnaire (questions, then the result) and Settings' retake card. */
export { QuestionnaireScreen } from './components/QuestionnaireScreen.tsx';
export { RetakeQuestionnaireCard } from './components/RetakeQuestionnaireCard.tsx';
