-- ARRAY / MAP constructors and VALUES rows of ROWs whose fields widen across elements (common type BIGINT)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 27 sc); the Java-API interpreter runs no $schemas reads or column MODIFY
-- (probe flink-oracle/probes/schema27/sc27_row_common_type; expected output: Flink 2.0 + Paimon 1.4.2)
CREATE TABLE t (k INT, r ROW<a BIGINT, b INT>, l ARRAY<ROW<a BIGINT>>, m MAP<STRING, ROW<a BIGINT>>);
INSERT INTO t VALUES (2, ROW(1, 1), ARRAY[ROW(1)], MAP['x', ROW(1)]), (3, ROW(3000000000, 1), ARRAY[ROW(-7), ROW(3000000000)], MAP['x', ROW(2), 'y', ROW(3000000000)]);
SELECT * FROM t;
