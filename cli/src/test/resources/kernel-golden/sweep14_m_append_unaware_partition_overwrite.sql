-- unaware-bucket append table ('bucket' = '-1') partitioned: several commits, CALL sys.compact, INSERT OVERWRITE of one partition (static) and dynamic overwrite, UPDATE refused
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter's writer cannot compact an unaware-bucket append table (NoopCompactManager)
-- exit: 1
-- stderr: only primary-key tables support UPDATE
CREATE TABLE L (dt STRING, id INT, v STRING) PARTITIONED BY (dt) WITH ('bucket' = '-1');
INSERT INTO L VALUES ('d1', 1, 'a'), ('d2', 2, 'b');
INSERT INTO L VALUES ('d1', 1, 'a'), ('d1', 3, 'c');
INSERT INTO L VALUES ('d2', 4, 'd');
CALL sys.compact('default.L');
SELECT * FROM L;
INSERT OVERWRITE L PARTITION (dt = 'd1') VALUES (5, 'e');
SELECT * FROM L;
INSERT OVERWRITE L VALUES ('d3', 6, 'f');
SELECT * FROM L;
UPDATE L SET v = 'x' WHERE id = 6;
