-- exit: 1
-- stderr: ERROR: statement 1
-- first-row takes only the none and lookup changelog producers (Paimon refuses full-compaction at CREATE)
CREATE TABLE C (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'first-row', 'changelog-producer' = 'full-compaction', 'first-row.ignore-delete' = 'true');
