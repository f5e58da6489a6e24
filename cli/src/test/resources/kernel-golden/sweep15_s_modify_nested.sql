-- ALTER TABLE MODIFY of nested types: ARRAY, MAP and ROW fields widened or cast element by element; a ROW gaining a field reads it as null in old rows
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not MODIFY of a type
CREATE TABLE t (k INT, r ROW<a INT, b STRING>, l ARRAY<INT>, m MAP<STRING, INT>, r2 ROW<a INT, b STRING>, l2 ARRAY<INT>);
INSERT INTO t VALUES (1, ROW(1, 'x'), ARRAY[1, 2], MAP['a', 1], ROW(2, 'y'), ARRAY[3, 4]);
ALTER TABLE t MODIFY l ARRAY<BIGINT>;
ALTER TABLE t MODIFY m MAP<STRING, BIGINT>;
ALTER TABLE t MODIFY r ROW<a BIGINT, b STRING>;
ALTER TABLE t MODIFY r2 ROW<a INT, b STRING, c INT>;
ALTER TABLE t MODIFY l2 ARRAY<STRING>;
INSERT INTO t VALUES (2, ROW(3000000000, 'z'), ARRAY[5], MAP['b', 6], ROW(7, 'w', 8), ARRAY['v']);
SELECT * FROM t;
