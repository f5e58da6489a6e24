-- exit: 1
-- stderr: ERROR: statement 2
-- partial-update: fields.default-aggregate-function reaching a column outside every sequence group is refused (Paimon: "Must use sequence group for aggregation functions"), here by ALTER TABLE SET
CREATE TABLE T (k INT, a BIGINT, b BIGINT, g1 INT, c BIGINT, PRIMARY KEY (k) NOT ENFORCED)
WITH ('merge-engine' = 'partial-update', 'fields.g1.sequence-group' = 'a,b', 'fields.b.aggregate-function' = 'max');
ALTER TABLE T SET ('fields.default-aggregate-function' = 'sum');
INSERT INTO T VALUES (1, 1, 5, 1, 10);
