-- exit: 1
-- stderr: ERROR: statement 3
-- DELETE refused on this table, as Paimon 1.4.2's Flink sink refuses it (ignore-delete does not make an engine deletable)
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.v.aggregate-function' = 'last_value', 'ignore-delete' = 'true');
INSERT INTO T VALUES (1, 'a');
DELETE FROM T WHERE k = 1;
