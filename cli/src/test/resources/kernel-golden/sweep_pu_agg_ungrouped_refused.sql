-- exit: 1
-- stderr: ERROR: statement 2
-- partial-update: an aggregate function on a column outside every sequence group is refused (as Paimon), here by ALTER TABLE SET
CREATE TABLE T (k INT, a BIGINT, c BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update');
ALTER TABLE T SET ('fields.c.aggregate-function' = 'sum');
INSERT INTO T VALUES (1, 1, 10);
