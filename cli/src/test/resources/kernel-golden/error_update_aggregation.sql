-- exit: 1
-- stderr: ERROR: statement 3
-- stderr: merge-engine 'aggregation' does not support UPDATE
-- UPDATE runs on deduplicate and partial-update tables only (Paimon's Flink sink refuses the others)
CREATE TABLE T (k INT, v BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.v.aggregate-function' = 'sum');
INSERT INTO T VALUES (1, 5);
UPDATE T SET v = 7 WHERE k = 1;
