-- exit: 1
-- stderr: ERROR: statement 3
-- once the table has data, an option fixed at CREATE may not even be set to its current value (as Paimon 1.4.2)
CREATE TABLE T (k INT, v BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.v.aggregate-function' = 'sum');
INSERT INTO T VALUES (1, 5), (1, 6);
ALTER TABLE T SET ('merge-engine' = 'aggregation');
