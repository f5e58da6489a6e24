-- seed 000 (append scalable table, 'bucket' = '-1', partitioned): every row kept; checked against Paimon 1.4.2 (SeedScenarioPaimonTest)
CREATE TABLE T (dt STRING, order_id BIGINT, item_id BIGINT, amount INT, address STRING) PARTITIONED BY (dt) WITH ('bucket' = '-1');
INSERT INTO T VALUES ('20240101', 1, 10, 2, 'a'), ('20240101', 1, 10, 2, 'a'), ('20240102', 2, NULL, NULL, NULL);
INSERT INTO T VALUES ('20240102', 3, 30, -1, 'x');
SELECT * FROM T;
