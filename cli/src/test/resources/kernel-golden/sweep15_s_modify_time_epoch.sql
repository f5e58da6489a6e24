-- ALTER TABLE MODIFY of a TIME column to STRING (HH:mm:ss) and of INT/BIGINT columns to TIMESTAMP (seconds since the epoch)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter runs only ALTER TABLE SET/RESET/ADD, not MODIFY of a type
CREATE TABLE t (k INT, a TIME, c INT, d BIGINT);
INSERT INTO t VALUES (1, TIME '10:11:12', 5, 86400), (2, TIME '23:00:00', -1, 1700000000);
ALTER TABLE t MODIFY a STRING;
ALTER TABLE t MODIFY c TIMESTAMP(3);
ALTER TABLE t MODIFY d TIMESTAMP(0);
SELECT * FROM t;
