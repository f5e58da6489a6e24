-- ALTER TABLE MODIFY v STRING of a column summed by the aggregation merge engine is refused; Paimon runs the ALTER and fails the next INSERT ("Data type for sum column must be 'NumericType'")
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not MODIFY of a type
-- exit: 1
-- stderr: does not support column 'v' of type STRING
CREATE TABLE t (k INT, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.v.aggregate-function' = 'sum');
INSERT INTO t VALUES (1, 2);
SELECT * FROM t;
ALTER TABLE t MODIFY v STRING;
INSERT INTO t VALUES (1, '3');
