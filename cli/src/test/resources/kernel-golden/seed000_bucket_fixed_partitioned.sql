-- seed 000 (PK table partitioned by dt with 'bucket' = '4', and 'bucket-key' as a subset of the key): upserts per partition; checked against Paimon 1.4.2 (SeedScenarioPaimonTest)
CREATE TABLE T (dt STRING, shop_id BIGINT, user_id BIGINT, num_orders INT, total_amount INT, PRIMARY KEY (dt, shop_id, user_id) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '4');
CREATE TABLE K (dt STRING, shop_id BIGINT, user_id BIGINT, num_orders INT, total_amount INT, PRIMARY KEY (dt, shop_id, user_id) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '2', 'bucket-key' = 'shop_id,user_id');
INSERT INTO T VALUES ('20240312', 1, 1, 1, 10), ('20240312', 1, 2, 1, 20), ('20240313', 1, 1, 2, 30), ('20240312', 2, 1, 5, 50);
INSERT INTO T VALUES ('20240312', 1, 1, 3, 99), -D('20240313', 1, 1, 2, 30), ('20240314', 7, 7, 7, 7);
INSERT INTO K VALUES ('20240312', 1, 1, 1, 10), ('20240313', 1, 1, 2, 30);
INSERT INTO K VALUES ('20240312', 1, 1, 4, 40), ('20240313', 2, 2, 1, 1);
SELECT * FROM T;
SELECT * FROM K;
