CREATE SEQUENCE "public"."post_order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "post_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"post_no" text NOT NULL,
	"state" text NOT NULL,
	"courier_code" text NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_phone" text NOT NULL,
	"area_code" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"address" text NOT NULL,
	"weight_g" integer NOT NULL,
	"freight_fen" bigint NOT NULL,
	"problem_ids" bigint[] NOT NULL,
	"pay_no" text,
	"paid_at" timestamp with time zone,
	"desk_told_at" timestamp with time zone,
	"desk_seq" integer DEFAULT 0 NOT NULL,
	"waybill_no" text,
	"shipped_weight_g" integer,
	"shipped_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"cancel_reason" text,
	"refunded_fen" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"account_id" bigint,
	"operator_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "problem_parcels" ADD COLUMN "weight_g" integer;--> statement-breakpoint
ALTER TABLE "problem_parcels" ADD COLUMN "post_order_id" bigint;--> statement-breakpoint
ALTER TABLE "post_orders" ADD CONSTRAINT "post_orders_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "post_orders_post_no" ON "post_orders" USING btree ("post_no");--> statement-breakpoint
CREATE INDEX "post_orders_tenant_recent" ON "post_orders" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "post_orders_untold" ON "post_orders" USING btree ("paid_at") WHERE "post_orders"."state" = 'WAITING_SEND' and "post_orders"."desk_told_at" is null;--> statement-breakpoint
CREATE INDEX "problem_parcels_post_order" ON "problem_parcels" USING btree ("post_order_id") WHERE "problem_parcels"."post_order_id" is not null;