-- The personality questionnaire (packages/contracts/src/content/questionnaire.ts): the answers as they are given,
-- and where each member stands. Completion writes the scores into profiles (HEXACO and archetype); these tables
-- keep only the answers and the questionnaire's own state.

-- One row per member who has begun: started_at is the latest start (a retake starts again), completed_at is set
-- when the answers were scored into the profile and cleared by a retake.
CREATE TABLE questionnaires (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL,
  completed_at timestamptz
);

-- The member's answer to each item: 1 'Strongly disagree' to 5 'Strongly agree'; an answer given again replaces it.
CREATE TABLE questionnaire_answers (
  user_id uuid NOT NULL REFERENCES questionnaires (user_id) ON DELETE CASCADE,
  item_id smallint NOT NULL CHECK (item_id BETWEEN 1 AND 24),
  answer smallint NOT NULL CHECK (answer BETWEEN 1 AND 5),
  answered_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, item_id)
);
