-- ordered
-- seed 000 (append queue table consumption order): with 'scan.plan-sort-partition' = 'true' the smaller partition is read first, otherwise the partition created first; rows of one bucket in write order; checked against Paimon 1.4.2 (SeedScenarioPaimonTest)
CREATE TABLE S (dt STRING, order_id BIGINT, amount INT) PARTITIONED BY (dt) WITH ('bucket' = '1', 'bucket-key' = 'order_id', 'scan.plan-sort-partition' = 'true');
CREATE TABLE U (dt STRING, order_id BIGINT, amount INT) PARTITIONED BY (dt) WITH ('bucket' = '1', 'bucket-key' = 'order_id');
INSERT INTO S VALUES ('20240103', 5, 1), ('20240103', 4, 2);
INSERT INTO S VALUES ('20240101', 3, 3), ('20240102', 2, 4), ('20240101', 1, 5);
INSERT INTO U VALUES ('20240103', 5, 1), ('20240103', 4, 2);
INSERT INTO U VALUES ('20240101', 3, 3), ('20240102', 2, 4), ('20240101', 1, 5);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM S;
SELECT * FROM U;
