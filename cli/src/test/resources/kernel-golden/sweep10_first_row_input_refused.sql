-- exit: 1
-- stderr: ERROR: statement 1
-- first-row takes only the none and lookup changelog producers (Paimon refuses input at CREATE)
CREATE TABLE I (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'changelog-producer' = 'input');
