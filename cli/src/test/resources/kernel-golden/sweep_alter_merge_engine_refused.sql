-- exit: 1
-- stderr: ERROR: statement 3
-- once the table has data, 'merge-engine' may not change (Paimon: immutable option)
CREATE TABLE T (k INT, v BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.v.aggregate-function' = 'sum');
INSERT INTO T VALUES (1, 5);
ALTER TABLE T SET ('merge-engine' = 'deduplicate');
SELECT * FROM T;
