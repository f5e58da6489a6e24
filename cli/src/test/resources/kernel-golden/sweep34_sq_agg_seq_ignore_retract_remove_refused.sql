-- aggregation.remove-record-on-delete with fields.<sequence field>.ignore-retract: Paimon 1.4.2 refuses the pair for every column, the sequence field's and the key's too ("... have conflicting behavior so should not be enabled at the same time", its job fails at the first write); Varve refuses it at CREATE TABLE
-- exit: 1
-- stderr: conflict
CREATE TABLE e (k INT, s BIGINT, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'sequence.field' = 'sq', 'bucket' = '1', 'fields.s.aggregate-function' = 'sum', 'aggregation.remove-record-on-delete' = 'true', 'fields.sq.ignore-retract' = 'true');
INSERT INTO e VALUES (1, 5, 5);
SELECT * FROM e;
