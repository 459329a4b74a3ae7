CREATE TABLE "print_settings" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"pickup_template_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "print_settings" ADD CONSTRAINT "print_settings_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_settings" ADD CONSTRAINT "print_settings_pickup_template_id_label_templates_id_fk" FOREIGN KEY ("pickup_template_id") REFERENCES "public"."label_templates"("id") ON DELETE set null ON UPDATE no action;