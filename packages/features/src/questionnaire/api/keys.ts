/** Query keys of the questionnaire feature: the member's whole questionnaire is one query, `['questionnaire']`. */
export const questionnaireKeys = {
  all: ['questionnaire'] as const,
  mutations: {
    answers: ['questionnaire', 'answers'] as const,
    complete: ['questionnaire', 'complete'] as const,
    retake: ['questionnaire', 'retake'] as const,
  },
};
