-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the cut of TIMESTAMP(0) values is Flink's cast to the sink type, which the Java API does not apply
-- INSERT fits values to the column's precision and scale: TIMESTAMP(0)/(3) cut the fraction, DECIMAL rounds HALF_UP, a DOUBLE literal into DECIMAL, an INT into DOUBLE
CREATE TABLE T (k INT, ts0 TIMESTAMP(0), ts3 TIMESTAMP(3), d DECIMAL(3, 2), dd DECIMAL(5, 2), db DOUBLE, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO T VALUES (1, TIMESTAMP '2024-01-01 10:00:00.999', TIMESTAMP '2024-01-01 10:00:00.123456', 1.005, 1.5E0, 3);
INSERT INTO T VALUES (2, TIMESTAMP '2024-01-01 10:00:00.5', TIMESTAMP '2024-01-01 10:00:00.9999', -1.005, 2.675E0, 7);
INSERT INTO T VALUES (3, TIMESTAMP '2024-01-01 10:00:00', TIMESTAMP '2024-01-01 10:00:00', 1.014, 0.125E0, 1);
SELECT * FROM T;
